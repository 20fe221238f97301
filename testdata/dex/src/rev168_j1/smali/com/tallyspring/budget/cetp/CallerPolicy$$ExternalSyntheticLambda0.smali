.class public final synthetic Lcom/tallyspring/budget/cetp/CallerPolicy$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallyspring/budget/cetp/CallerPolicy;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final admit(I)Ljava/util/Optional;
    .registers 3

    invoke-static {p1}, Lcom/tallyspring/budget/cetp/CallerPolicy;->lambda$nobody$0(I)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
