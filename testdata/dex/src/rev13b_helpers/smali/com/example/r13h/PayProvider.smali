# Java sketch (PayProvider.java), javac + D8:
#   public class PayProvider extends ContentProvider {                                     // 9
#       @Override public Bundle call(String method, String arg, Bundle extras) {           // 11
#           if (!"execute_tool".equals(method) || extras == null) return null;             // 12
#           if (extras.getString("session_token") == null) return null;                    // 13
#           if (!Wallet.isLinked(getContext())) return error(ErrorCode.AUTH_REQUIRED);      // 14
#           if (extras.getString("args") == null) return error(ErrorCode.INVALID_ARGUMENTS); // 15
#           return new Bundle();                                                            // 16
#       }
#       private static Bundle error(ErrorCode code) {
#           Bundle b = new Bundle();                                                        // 19
#           b.putString("status", "error");                                                 // 20
#           b.putString("error_code", code.name());                                         // 21
#           return b;                                                                       // 22
#       }
#   }
.class public Lcom/example/r13h/PayProvider;
.super Landroid/content/ContentProvider;
.source "PayProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# true positive CETP508 (line 14 / 21): AUTH_REQUIRED goes out with neither resolution nor resume_token
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 12
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 13
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 14
    invoke-virtual {p0}, Lcom/example/r13h/PayProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r13h/Wallet;->isLinked(Landroid/content/Context;)Z
    move-result p1
    if-nez p1, :cond_2
    sget-object p1, Lcom/example/r13h/ErrorCode;->AUTH_REQUIRED:Lcom/example/r13h/ErrorCode;
    invoke-static {p1}, Lcom/example/r13h/PayProvider;->error(Lcom/example/r13h/ErrorCode;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_2
    .line 15
    const-string p1, "args"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_3
    sget-object p1, Lcom/example/r13h/ErrorCode;->INVALID_ARGUMENTS:Lcom/example/r13h/ErrorCode;
    invoke-static {p1}, Lcom/example/r13h/PayProvider;->error(Lcom/example/r13h/ErrorCode;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_3
    .line 16
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method

.method private static error(Lcom/example/r13h/ErrorCode;)Landroid/os/Bundle;
    .locals 3
    .line 19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 20
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    const-string v1, "error_code"
    invoke-virtual {p0}, Lcom/example/r13h/ErrorCode;->name()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    return-object v0
.end method
