.class public final synthetic Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:Ljava/lang/String;
.field public final synthetic f$1:Lcom/larkbook/PeopleTools;
.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Lcom/larkbook/PeopleTools;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;
    iput-object p2, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;->f$1:Lcom/larkbook/PeopleTools;
    iput-object p3, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iget-object v0, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;
    iget-object v1, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;->f$1:Lcom/larkbook/PeopleTools;
    iget-object v2, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    check-cast p1, Lcom/larkbook/PendingSpec;
    invoke-static {v0, v1, v2, p1}, Lcom/larkbook/PeopleTools;->merge$lambda$6(Ljava/lang/String;Lcom/larkbook/PeopleTools;Ljava/lang/String;Lcom/larkbook/PendingSpec;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
