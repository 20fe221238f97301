.class public final synthetic Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda5;->f$0:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda5;->f$0:Ljava/lang/String;

    check-cast p1, Lcom/brightfold/pantry/data/PantryDb$Grant;

    invoke-static {v0, p1}, Lcom/brightfold/pantry/cetp/Access;->lambda$granted$5(Ljava/lang/String;Lcom/brightfold/pantry/data/PantryDb$Grant;)Z

    move-result v0

    return v0
.end method
