/** The project page as the app routes it (/cabinet/project/:projectId/board), for page tests. */
import { Navigate, Route, Routes } from 'react-router';
import { ProjectBoardPage } from '../../../src/client/features/project/ProjectBoardPage';
import { ProjectLayout } from '../../../src/client/features/project/ProjectLayout';

export const projectPageUi = (
  <Routes>
    <Route path="/cabinet/project/:projectId" element={<ProjectLayout />}>
      <Route index element={<Navigate to="board" replace />} />
      <Route path="board" element={<ProjectBoardPage />} />
    </Route>
  </Routes>
);
