.class public final synthetic Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/scanbox/cetp/HandlerRegistry;


# direct methods
.method public synthetic constructor <init>(Lcom/scanbox/cetp/HandlerRegistry;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda1;->f$0:Lcom/scanbox/cetp/HandlerRegistry;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda1;->f$0:Lcom/scanbox/cetp/HandlerRegistry;

    check-cast p1, Lcom/scanbox/cetp/Handler;

    invoke-virtual {v0, p1}, Lcom/scanbox/cetp/HandlerRegistry;->add(Lcom/scanbox/cetp/Handler;)V

    return-void
.end method
