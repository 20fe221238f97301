.class public final synthetic Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda11;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda11;->f$0:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda11;->f$0:Ljava/lang/String;

    invoke-static {v0}, Lcom/brightfold/pantry/pantry/PantryTools;->lambda$lookup$2(Ljava/lang/String;)Ljava/util/NoSuchElementException;

    move-result-object v0

    return-object v0
.end method
