.class public final synthetic Lcom/fieldnote/birding/ui/SignInActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/fieldnote/birding/ui/SignInActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/fieldnote/birding/ui/SignInActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fieldnote/birding/ui/SignInActivity$$ExternalSyntheticLambda1;->f$0:Lcom/fieldnote/birding/ui/SignInActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/fieldnote/birding/ui/SignInActivity$$ExternalSyntheticLambda1;->f$0:Lcom/fieldnote/birding/ui/SignInActivity;

    invoke-virtual {v0, p1}, Lcom/fieldnote/birding/ui/SignInActivity;->lambda$onCreate$1$com-fieldnote-birding-ui-SignInActivity(Landroid/view/View;)V

    return-void
.end method
