.class public final synthetic Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/scanbox/docs/DocsToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/scanbox/docs/DocsToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/scanbox/docs/DocsToolProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/scanbox/docs/DocsToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/scanbox/docs/DocsToolProvider;

    check-cast p1, Lcom/scanbox/cetp/Invocation;

    invoke-virtual {v0, p1}, Lcom/scanbox/docs/DocsToolProvider;->lambda$execute$4$com-scanbox-docs-DocsToolProvider(Lcom/scanbox/cetp/Invocation;)Lcom/scanbox/cetp/Attempt;

    move-result-object v0

    return-object v0
.end method
