.class public final synthetic Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/quillhaven/archive/CallerGate;


# direct methods
.method public synthetic constructor <init>(Lcom/quillhaven/archive/CallerGate;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda2;->f$0:Lcom/quillhaven/archive/CallerGate;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda2;->f$0:Lcom/quillhaven/archive/CallerGate;

    check-cast p1, Ljava/lang/Integer;

    invoke-static {v0, p1}, Lcom/quillhaven/archive/CallerGate;->anyPackage$lambda$0(Lcom/quillhaven/archive/CallerGate;Ljava/lang/Integer;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
