import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectMapPoint } from './project-map-points';

/** A projects-map popup: the code links to the project page (in-app navigation), the name below. */
export function ProjectPopup({ point }: { point: ProjectMapPoint }) {
  return (
    <>
      <Anchor component={Link} to={`/project/${point.id}`} fw={600} size="sm">
        {point.code}
      </Anchor>
      <Text size="sm">{point.name}</Text>
    </>
  );
}
