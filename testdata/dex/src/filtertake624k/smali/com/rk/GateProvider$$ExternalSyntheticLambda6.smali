.class public final synthetic Lcom/rk/GateProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:Lcom/rk/GateProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/rk/GateProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/rk/GateProvider$$ExternalSyntheticLambda6;->f$0:Lcom/rk/GateProvider;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/rk/GateProvider$$ExternalSyntheticLambda6;->f$0:Lcom/rk/GateProvider;
    check-cast p1, Ljava/lang/String;
    invoke-static {v0, p1}, Lcom/rk/GateProvider;->seqFilterNot$lambda$0(Lcom/rk/GateProvider;Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(Z)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

