.class public final synthetic Lcom/parkrun/RosterProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public static final synthetic INSTANCE:Lcom/parkrun/RosterProvider$$ExternalSyntheticLambda0;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/parkrun/RosterProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/parkrun/RosterProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/parkrun/RosterProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/parkrun/RosterProvider$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    move-object v0, p1
    check-cast v0, Ljava/lang/String;
    invoke-static {v0}, Lcom/parkrun/RosterProvider;->findVolunteer$lambda$1(Ljava/lang/String;)Ljava/lang/CharSequence;
    move-result-object v0
    return-object v0
.end method
