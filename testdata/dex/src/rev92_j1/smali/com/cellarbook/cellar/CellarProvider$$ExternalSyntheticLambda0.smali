.class public final synthetic Lcom/cellarbook/cellar/CellarProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/realm/Realm$Transaction;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/cellarbook/cellar/CellarProvider$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final execute(Lio/realm/Realm;)V
    .registers 3

    iget-object v0, p0, Lcom/cellarbook/cellar/CellarProvider$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/cellarbook/cellar/CellarProvider;->lambda$drink$0(Ljava/lang/String;Lio/realm/Realm;)V

    return-void
.end method
