.class public final synthetic Lcom/example/r36j1/DropoffProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/example/r36j1/DropoffProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r36j1/DropoffProvider;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r36j1/DropoffProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j1/DropoffProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1

    iget-object v0, p0, Lcom/example/r36j1/DropoffProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j1/DropoffProvider;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, p1}, Lcom/example/r36j1/DropoffProvider;->a(Ljava/lang/String;)Ljava/util/Set;

    move-result-object p1

    return-object p1
.end method
