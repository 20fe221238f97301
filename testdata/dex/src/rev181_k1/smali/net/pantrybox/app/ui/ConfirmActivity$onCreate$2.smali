.class public final Lnet/pantrybox/app/ui/ConfirmActivity$onCreate$2;
.super Ljava/lang/Object;
.source "ConfirmActivity.kt"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field final synthetic $ticket:Ljava/lang/String;

.field final synthetic this$0:Lnet/pantrybox/app/ui/ConfirmActivity;


# direct methods
.method constructor <init>(Lnet/pantrybox/app/ui/ConfirmActivity;Ljava/lang/String;)V
    .registers 3

    iput-object p1, p0, Lnet/pantrybox/app/ui/ConfirmActivity$onCreate$2;->this$0:Lnet/pantrybox/app/ui/ConfirmActivity;

    iput-object p2, p0, Lnet/pantrybox/app/ui/ConfirmActivity$onCreate$2;->$ticket:Ljava/lang/String;

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .registers 5

    const-string v1, "v"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    iget-object v0, p0, Lnet/pantrybox/app/ui/ConfirmActivity$onCreate$2;->this$0:Lnet/pantrybox/app/ui/ConfirmActivity;

    iget-object v1, p0, Lnet/pantrybox/app/ui/ConfirmActivity$onCreate$2;->$ticket:Ljava/lang/String;

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lnet/pantrybox/app/ui/ConfirmActivity;->access$answer(Lnet/pantrybox/app/ui/ConfirmActivity;Ljava/lang/String;Z)V

    .line 33
    return-void
.end method
