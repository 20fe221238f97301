.class Lcom/example/r34j1/ReopenJobActivity$1;
.super Ljava/lang/Object;
.source "ReopenJobActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r34j1/ReopenJobActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/example/r34j1/ReopenJobActivity;


# direct methods
.method constructor <init>(Lcom/example/r34j1/ReopenJobActivity;)V
    .locals 0

    .line 15
    iput-object p1, p0, Lcom/example/r34j1/ReopenJobActivity$1;->this$0:Lcom/example/r34j1/ReopenJobActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .locals 1

    .line 18
    iget-object p1, p0, Lcom/example/r34j1/ReopenJobActivity$1;->this$0:Lcom/example/r34j1/ReopenJobActivity;

    const/4 v0, -0x1

    invoke-virtual {p1, v0}, Lcom/example/r34j1/ReopenJobActivity;->setResult(I)V

    .line 19
    iget-object p1, p0, Lcom/example/r34j1/ReopenJobActivity$1;->this$0:Lcom/example/r34j1/ReopenJobActivity;

    invoke-virtual {p1}, Lcom/example/r34j1/ReopenJobActivity;->finish()V

    .line 20
    return-void
.end method
