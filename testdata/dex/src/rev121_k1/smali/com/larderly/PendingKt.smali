.class public final Lcom/larderly/PendingKt;
.super Ljava/lang/Object;
.source "Pending.kt"

# static fields
.field public static final EXTRA_PROMPT:Ljava/lang/String; = "prompt"
.field public static final EXTRA_TICKET:Ljava/lang/String; = "resume_token"


# direct methods
.method public static final withPrompt(Landroid/content/Intent;Ljava/lang/String;)Landroid/content/Intent;
    .registers 5
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prompt"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    const-string v1, "prompt"
    invoke-virtual {p0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "putExtra(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final withTicket(Landroid/content/Intent;Lcom/larderly/Ticket;)Landroid/content/Intent;
    .registers 5
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ticket"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-virtual {p1}, Lcom/larderly/Ticket;->getToken()Ljava/lang/String;
    move-result-object v2
    const-string v1, "resume_token"
    invoke-virtual {p0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "putExtra(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
