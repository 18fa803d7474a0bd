/**
 * The codes of signing up, in and back in (sign-up, login, activation, password recovery), and their
 * exact Portuguese texts: the part of the error catalogue (`error-catalogue.ts`, which includes it
 * whole) that the signed-out pages draw. A file of its own so the login's first script carries these
 * texts and not every feature's (decision 078).
 */
export const ACCESS_CATALOGUE = {
  // Sign-up (spec section 8)
  'SIGN-UP-200': 'Usuário criado com sucesso.',
  'SIGN-UP-400': 'Email e CPF/CNPJ devem coincidir com a base de dados.',
  'SIGN-UP-401': 'Admin - Erro de cadastro.',
  'SIGN-UP-421': 'Não foi possível cadastrar o usuário. Tente novamente.',
  // Authentication and recovery
  'LOGIN-401': 'Credenciais inválidas. Tente novamente.',
  'LOGIN-403': 'Sua conta ainda não foi ativada. Enviamos um e-mail de ativação para o endereço cadastrado.',
  'LOGIN-503':
    'Sua conta ainda não foi ativada e não conseguimos enviar o e-mail de ativação agora. Tente entrar novamente em alguns minutos.',
  'AUTH-NO-TOKEN': 'Usuário ou senha não encontrados',
  'SESSION-401': 'Sua sessão expirou. Entre novamente.',
  'ACTIVATION-200': 'Conta ativada com sucesso! Entre com seu e-mail e senha.',
  'ACTIVATION-400': 'O link de ativação é inválido ou expirou. Entre novamente para receber um novo link.',
  'ACTIVATION-410':
    'Este link de ativação já foi usado ou expirou. Entre com seu e-mail e senha para receber um novo link ou use "Esqueci minha senha".',
  'ACTIVATION-PASSWORD-400':
    'A senha não confere com a escolhida no cadastro. Digite a senha cadastrada ou, se não a conhece, defina uma nova senha.',
  'PASSWORD-RECOVERY-200': 'Email enviado com sucesso!',
  'PASSWORD-RECOVERY-ERROR': 'Erro ao enviar link de redefinição de senha.',
  'RESET-PASSWORD-200': 'Senha redefinida com sucesso!',
  'RESET-PASSWORD-ERROR': 'Erro ao redefinir senha. Tente novamente.',
  'RESET-PASSWORD-400': 'O link de redefinição de senha é inválido ou expirou. Solicite um novo link.',
} as const;
