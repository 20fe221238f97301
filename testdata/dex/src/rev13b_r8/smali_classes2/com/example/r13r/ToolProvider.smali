# Java sketch (ToolProvider.java) before R8; this class sits in classes2.dex, its helpers in classes.dex:
#   public class ToolProvider extends ContentProvider {                                      // 10
#       @Override public Bundle call(String method, String arg, Bundle extras) {             // 12
#           if (!"execute_tool".equals(method) || extras == null) return null;               // 13
#           if (!Sessions.present(extras)) return null;                                      // 14
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null;  // 15
#           Tasks.remove(getContext(), extras.getString("args"));                            // 16
#           return new Bundle();                                                             // 17
#       }
#   }
.class public Lcom/example/r13r/ToolProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# near miss CETP625/619 (lines 14, 15)
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 13
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 14
    invoke-static {p3}, La;->a(Landroid/os/Bundle;)Z
    move-result p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 15
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_2
    return-object p2
    :cond_2
    .line 16
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-static {p1, p2}, Lb;->a(Landroid/content/Context;Ljava/lang/String;)V
    .line 17
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method
