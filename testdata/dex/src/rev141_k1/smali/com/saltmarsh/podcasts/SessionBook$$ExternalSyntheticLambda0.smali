.class public final synthetic Lcom/saltmarsh/podcasts/SessionBook$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:J


# direct methods
.method public synthetic constructor <init>(J)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/saltmarsh/podcasts/SessionBook$$ExternalSyntheticLambda0;->f$0:J

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-wide v0, p0, Lcom/saltmarsh/podcasts/SessionBook$$ExternalSyntheticLambda0;->f$0:J

    check-cast p1, Lcom/saltmarsh/podcasts/Session;

    invoke-static {v0, v1, p1}, Lcom/saltmarsh/podcasts/SessionBook;->start$lambda$0(JLcom/saltmarsh/podcasts/Session;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
