# D8's class for the lazy initializer of JournalDatabase_Impl's DAO.
.class public final synthetic Lcom/example/dd/JournalDatabase_Impl$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/example/dd/JournalDatabase_Impl;

.method public synthetic constructor <init>(Lcom/example/dd/JournalDatabase_Impl;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/dd/JournalDatabase_Impl$$ExternalSyntheticLambda0;->f$0:Lcom/example/dd/JournalDatabase_Impl;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Lcom/example/dd/JournalDatabase_Impl$$ExternalSyntheticLambda0;->f$0:Lcom/example/dd/JournalDatabase_Impl;
    invoke-static {v0}, Lcom/example/dd/JournalDatabase_Impl;->$r8$lambda$reservationDao(Lcom/example/dd/JournalDatabase_Impl;)Lcom/example/dd/ReservationDao_Impl;
    move-result-object v0
    return-object v0
.end method
