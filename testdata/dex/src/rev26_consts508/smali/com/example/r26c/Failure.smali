.class public final Lcom/example/r26c/Failure;
.super Ljava/lang/Object;
.source "Failure.kt"

# Kotlin 2: class Failure(val code: String) { fun toBundle() = Bundle().apply {
# putString("status", "error"); putString("error_code", code) } }

.field private final code:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r26c/Failure;->code:Ljava/lang/String;
    return-void
.end method

.method public final toBundle()Landroid/os/Bundle;
    .registers 4
    .line 6
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 7
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 8
    const-string v1, "error_code"
    iget-object v2, p0, Lcom/example/r26c/Failure;->code:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
