.class public final synthetic Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/podcasts/PromptActivity;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/podcasts/PromptActivity;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda0;->f$0:Lcom/saltmarsh/podcasts/PromptActivity;

    iput-object p2, p0, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 5

    iget-object v0, p0, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda0;->f$0:Lcom/saltmarsh/podcasts/PromptActivity;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PromptActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    invoke-static {v0, v1, p1, p2}, Lcom/saltmarsh/podcasts/PromptActivity;->onCreate$lambda$0(Lcom/saltmarsh/podcasts/PromptActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V

    return-void
.end method
