.class Lcom/lumenhaus/ui/ConfirmActivity$1;
.super Ljava/lang/Object;
.source "ConfirmActivity.java"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhaus/ui/ConfirmActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhaus/ui/ConfirmActivity;


# direct methods
.method constructor <init>(Lcom/lumenhaus/ui/ConfirmActivity;)V
    .registers 2

    .line 36
    iput-object p1, p0, Lcom/lumenhaus/ui/ConfirmActivity$1;->this$0:Lcom/lumenhaus/ui/ConfirmActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/content/DialogInterface;I)V
    .registers 5

    .line 39
    iget-object v0, p0, Lcom/lumenhaus/ui/ConfirmActivity$1;->this$0:Lcom/lumenhaus/ui/ConfirmActivity;

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lcom/lumenhaus/ui/ConfirmActivity;->access$000(Lcom/lumenhaus/ui/ConfirmActivity;Z)V

    .line 40
    return-void
.end method
