.class public final synthetic Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/Access;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/Access;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda6;->f$0:Lcom/brightfold/pantry/cetp/Access;

    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda6;->f$0:Lcom/brightfold/pantry/cetp/Access;

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    check-cast p1, Lcom/brightfold/pantry/data/PantryDb$Grant;

    invoke-virtual {v0, v1, p1}, Lcom/brightfold/pantry/cetp/Access;->lambda$granted$6$com-brightfold-pantry-cetp-Access(Ljava/lang/String;Lcom/brightfold/pantry/data/PantryDb$Grant;)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
