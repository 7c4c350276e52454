import styled from 'styled-components';

export const KindField = styled.div`
  max-width: 16rem;
`;
