.class public final synthetic Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

# instance fields
.field public final synthetic f$0:Lcom/spokeshare/ConfirmActivity;
.field public final synthetic f$1:Lcom/spokeshare/DeskStore;
.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/spokeshare/ConfirmActivity;
    iput-object p2, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;->f$1:Lcom/spokeshare/DeskStore;
    iput-object p3, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 6
    iget-object v0, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/spokeshare/ConfirmActivity;
    iget-object v1, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;->f$1:Lcom/spokeshare/DeskStore;
    iget-object v2, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2, p1, p2}, Lcom/spokeshare/ConfirmActivity;->onCreate$lambda$0(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    return-void
.end method
