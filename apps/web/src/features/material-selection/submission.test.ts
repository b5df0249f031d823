import type { ApartmentMaterialForm, SubmissionStatus } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { apartmentMaterialFormFixture, submissionFixture } from '../../test/material-form-fixture';
import { submissionActions } from './submission';

const form = (status: SubmissionStatus | null, can: ApartmentMaterialForm['can']) =>
  apartmentMaterialFormFixture({ submission: status ? submissionFixture(status) : null, can });

const owner = { choose: true, submit: true, review: false };
const reviewer = { choose: true, submit: true, review: true };
const reader = { choose: false, submit: false, review: false };

describe('submissionActions', () => {
  it('offers Submit until the selection is submitted or accepted', () => {
    expect(submissionActions(form(null, owner))).toEqual({ submit: true, withdraw: false, review: false });
    expect(submissionActions(form('draft', owner))).toEqual({ submit: true, withdraw: false, review: false });
    expect(submissionActions(form('returned', owner))).toEqual({ submit: true, withdraw: false, review: false });
    expect(submissionActions(form('submitted', owner))).toEqual({ submit: false, withdraw: true, review: false });
  });

  it('offers nothing to a reader, nor Submit when the choices cannot be saved first', () => {
    expect(submissionActions(form('submitted', reader))).toEqual({ submit: false, withdraw: false, review: false });
    // A reviewer past the deadline may change the status but not save: Submit would fail its save.
    const late = { choose: false, submit: true, review: true };
    expect(submissionActions(form('draft', late))).toEqual({ submit: false, withdraw: false, review: false });
  });

  it('offers Accept and Return on a submitted selection to a reviewer only', () => {
    expect(submissionActions(form('submitted', reviewer)).review).toBe(true);
    expect(submissionActions(form('draft', reviewer)).review).toBe(false);
    expect(submissionActions(form('accepted', reviewer))).toEqual({ submit: false, withdraw: false, review: false });
  });
});
