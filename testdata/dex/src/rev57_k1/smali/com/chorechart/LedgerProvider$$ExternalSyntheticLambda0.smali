.class public final synthetic Lcom/chorechart/LedgerProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/chorechart/RateFeed;

.field public static final synthetic INSTANCE:Lcom/chorechart/LedgerProvider$$ExternalSyntheticLambda0;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/chorechart/LedgerProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/chorechart/LedgerProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/chorechart/LedgerProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/chorechart/LedgerProvider$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final fetch(Lkotlin/jvm/functions/Function1;)V
    .registers 4
    move-object v0, p1
    check-cast v0, Lkotlin/jvm/functions/Function1;
    invoke-static {v0}, Lcom/chorechart/LedgerProvider;->feed$lambda$0(Lkotlin/jvm/functions/Function1;)V
    return-void
.end method
