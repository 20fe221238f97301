.class public final synthetic Lcom/larchwood/library/Repository$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/larchwood/library/Repository;


# direct methods
.method public synthetic constructor <init>(Lcom/larchwood/library/Repository;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Repository$$ExternalSyntheticLambda0;->f$0:Lcom/larchwood/library/Repository;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/larchwood/library/Repository$$ExternalSyntheticLambda0;->f$0:Lcom/larchwood/library/Repository;

    check-cast p1, Landroid/database/Cursor;

    invoke-static {v0, p1}, Lcom/larchwood/library/Repository;->byId$lambda$0(Lcom/larchwood/library/Repository;Landroid/database/Cursor;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
