.class public final synthetic Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/podcasts/PremiumActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/podcasts/PremiumActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda0;->f$0:Lcom/saltmarsh/podcasts/PremiumActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 4

    iget-object v0, p0, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda0;->f$0:Lcom/saltmarsh/podcasts/PremiumActivity;

    invoke-static {v0, p1, p2}, Lcom/saltmarsh/podcasts/PremiumActivity;->onCreate$lambda$0(Lcom/saltmarsh/podcasts/PremiumActivity;Landroid/content/DialogInterface;I)V

    return-void
.end method
