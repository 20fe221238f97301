# Java sketch (FailProvider.java), javac 17 + D8 with minSdk 26 (the lambda stays an
# invoke-custom call site; its code is a method no instruction calls):
#   public final class FailProvider extends ContentProvider {                       // 12
#       @Override public boolean onCreate() { return true; }                         // 14
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Function<String, Bundle> fail = code -> {                                // 17
#               Bundle b = new Bundle();                                             // 18
#               b.putString("error_code", code);                                     // 19
#               b.putString("error_message", "request refused");                     // 20
#               return b;                                                            // 21
#           };
#           if (extras == null || extras.getString("session_token") == null)        // 23
#               return fail.apply("AUTH_REQUIRED");                                  // 24
#           return fail.apply("INVALID_ARGUMENT");                                   // 25
#       }
#   }
# note CETP508: the error_code is the lambda's parameter, and no call of the lambda's
# method is resolved (it runs through the call site's method handle): AUTH_REQUIRED may
# reach it without resolution and resume_token, and the rule says it cannot tell.
.class public final Lcom/example/r14s/FailProvider;
.super Landroid/content/ContentProvider;
.source "FailProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private static synthetic lambda$call$0(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 18
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 19
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    const-string v1, "error_message"
    const-string v2, "request refused"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 17
    invoke-custom {}, call_site_0("apply", ()Ljava/util/function/Function;, (Ljava/lang/Object;)Ljava/lang/Object;, invoke-static@Lcom/example/r14s/FailProvider;->lambda$call$0(Ljava/lang/String;)Landroid/os/Bundle;, (Ljava/lang/String;)Landroid/os/Bundle;)@Ljava/lang/invoke/LambdaMetafactory;->metafactory(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;
    move-result-object v0
    .line 23
    if-eqz p3, :cond_0
    const-string v1, "session_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_1
    .line 24
    :cond_0
    const-string v1, "AUTH_REQUIRED"
    invoke-interface {v0, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/os/Bundle;
    return-object v1
    .line 25
    :cond_1
    const-string v1, "INVALID_ARGUMENT"
    invoke-interface {v0, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/os/Bundle;
    return-object v1
.end method

.method public onCreate()Z
    .registers 2
    .line 14
    const/4 v0, 0x1
    return v0
.end method
