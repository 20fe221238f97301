.class public final synthetic Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:Lcom/larkbook/Outcome;


# direct methods
.method public synthetic constructor <init>(Lcom/larkbook/Outcome;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda0;->f$0:Lcom/larkbook/Outcome;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda0;->f$0:Lcom/larkbook/Outcome;
    check-cast p1, Lcom/larkbook/ErrorSpec;
    invoke-static {v0, p1}, Lcom/larkbook/OutcomeKt;->render$lambda$0$0(Lcom/larkbook/Outcome;Lcom/larkbook/ErrorSpec;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
