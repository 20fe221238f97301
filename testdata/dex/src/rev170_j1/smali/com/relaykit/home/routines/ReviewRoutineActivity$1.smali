.class Lcom/relaykit/home/routines/ReviewRoutineActivity$1;
.super Ljava/lang/Object;
.source "ReviewRoutineActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/routines/ReviewRoutineActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/relaykit/home/routines/ReviewRoutineActivity;


# direct methods
.method constructor <init>(Lcom/relaykit/home/routines/ReviewRoutineActivity;)V
    .registers 2

    .line 36
    iput-object p1, p0, Lcom/relaykit/home/routines/ReviewRoutineActivity$1;->this$0:Lcom/relaykit/home/routines/ReviewRoutineActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .registers 4

    .line 39
    iget-object v0, p0, Lcom/relaykit/home/routines/ReviewRoutineActivity$1;->this$0:Lcom/relaykit/home/routines/ReviewRoutineActivity;

    const/4 v1, 0x1

    invoke-static {v0, v1}, Lcom/relaykit/home/routines/ReviewRoutineActivity;->-$$Nest$msettle(Lcom/relaykit/home/routines/ReviewRoutineActivity;Z)V

    .line 40
    return-void
.end method
