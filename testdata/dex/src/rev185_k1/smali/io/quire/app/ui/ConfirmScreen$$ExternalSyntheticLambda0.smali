.class public final synthetic Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lio/quire/app/ui/ConfirmScreen;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lio/quire/app/ui/ConfirmScreen;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda0;->f$0:Lio/quire/app/ui/ConfirmScreen;

    iput-object p2, p0, Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 4

    iget-object v0, p0, Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda0;->f$0:Lio/quire/app/ui/ConfirmScreen;

    iget-object v1, p0, Lio/quire/app/ui/ConfirmScreen$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    invoke-static {v0, v1, p1}, Lio/quire/app/ui/ConfirmScreen;->onCreate$lambda$0(Lio/quire/app/ui/ConfirmScreen;Ljava/lang/String;Landroid/view/View;)V

    return-void
.end method
