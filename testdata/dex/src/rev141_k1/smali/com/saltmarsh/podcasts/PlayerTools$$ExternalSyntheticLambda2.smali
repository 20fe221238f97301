.class public final synthetic Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/saltmarsh/podcasts/ToolHandler;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/podcasts/PlayerTools;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/podcasts/PlayerTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda2;->f$0:Lcom/saltmarsh/podcasts/PlayerTools;

    return-void
.end method


# virtual methods
.method public final handle(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
    .registers 3

    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerTools$$ExternalSyntheticLambda2;->f$0:Lcom/saltmarsh/podcasts/PlayerTools;

    invoke-static {v0, p1}, Lcom/saltmarsh/podcasts/PlayerTools;->host$lambda$2(Lcom/saltmarsh/podcasts/PlayerTools;Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method
