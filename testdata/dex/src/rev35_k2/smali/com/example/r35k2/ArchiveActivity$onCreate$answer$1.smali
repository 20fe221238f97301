.class public final Lcom/example/r35k2/ArchiveActivity$onCreate$answer$1;
.super Ljava/lang/Object;
.source "Activities.kt"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r35k2/ArchiveActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation

.field final synthetic this$0:Lcom/example/r35k2/ArchiveActivity;

.method constructor <init>(Lcom/example/r35k2/ArchiveActivity;)V
    .registers 2
    iput-object p1, p0, Lcom/example/r35k2/ArchiveActivity$onCreate$answer$1;->this$0:Lcom/example/r35k2/ArchiveActivity;
    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onClick(Landroid/content/DialogInterface;I)V
    .registers 4
    const-string v0, "dialog"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    iget-object p1, p0, Lcom/example/r35k2/ArchiveActivity$onCreate$answer$1;->this$0:Lcom/example/r35k2/ArchiveActivity;
    const/4 v0, -0x1
    if-ne p2, v0, :cond_cancel
    goto :goto_set
    :cond_cancel
    const/4 v0, 0x0
    :goto_set
    invoke-virtual {p1, v0}, Lcom/example/r35k2/ArchiveActivity;->setResult(I)V
    .line 30
    iget-object p1, p0, Lcom/example/r35k2/ArchiveActivity$onCreate$answer$1;->this$0:Lcom/example/r35k2/ArchiveActivity;
    invoke-virtual {p1}, Lcom/example/r35k2/ArchiveActivity;->finish()V
    .line 31
    return-void
.end method
