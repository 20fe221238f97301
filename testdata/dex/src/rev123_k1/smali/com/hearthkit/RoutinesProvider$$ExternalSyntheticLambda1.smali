.class public final synthetic Lcom/hearthkit/RoutinesProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lcom/hearthkit/RoutinesProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthkit/RoutinesProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/RoutinesProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hearthkit/RoutinesProvider;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/hearthkit/RoutinesProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hearthkit/RoutinesProvider;
    invoke-static {v0}, Lcom/hearthkit/RoutinesProvider;->hub_delegate$lambda$0(Lcom/hearthkit/RoutinesProvider;)Lcom/hearthkit/Hub;
    move-result-object v0
    return-object v0
.end method
