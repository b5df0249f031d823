import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../../../lib/format';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useUserPhoto } from '../api/get-user-photo';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  userId: number;
  name: string;
  hasPhoto: boolean;
}

/** The user's photo, or their initials when there is none or it cannot be loaded. */
export function UserAvatar({ userId, name, hasPhoto, ...props }: UserAvatarProps) {
  const photo = useUserPhoto(userId, hasPhoto);
  const url = useObjectUrl(hasPhoto ? photo.data : null);
  return (
    <Avatar src={url} alt={name} color="brand" variant="light" {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
