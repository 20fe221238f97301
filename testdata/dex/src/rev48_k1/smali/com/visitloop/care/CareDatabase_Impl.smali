.class public final Lcom/visitloop/care/CareDatabase_Impl;
.super Lcom/visitloop/care/CareDatabase;
.source "Generated.kt"

.field private final _visitDao$delegate:Lkotlin/Lazy;

.method public constructor <init>()V
    .registers 3
    .line 146
    invoke-direct {v2}, Lcom/visitloop/care/CareDatabase;-><init>()V
    .line 147
    new-instance v1, Lcom/visitloop/care/CareDatabase_Impl$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/visitloop/care/CareDatabase_Impl$$ExternalSyntheticLambda0;-><init>(Lcom/visitloop/care/CareDatabase_Impl;)V
    move-object v0, v1
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v2, Lcom/visitloop/care/CareDatabase_Impl;->_visitDao$delegate:Lkotlin/Lazy;
    .line 146
    return-void
.end method

.method private final get_visitDao()Lcom/visitloop/care/VisitDao;
    .registers 3
    .line 147
    iget-object v0, v2, Lcom/visitloop/care/CareDatabase_Impl;->_visitDao$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/VisitDao;
    .line 147
    return-object v0
.end method

.method public visitDao()Lcom/visitloop/care/VisitDao;
    .registers 2
    .line 149
    invoke-direct {v1}, Lcom/visitloop/care/CareDatabase_Impl;->get_visitDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    return-object v0
.end method

.method public static final _visitDao_delegate$lambda$0(Lcom/visitloop/care/CareDatabase_Impl;)Lcom/visitloop/care/VisitDao_Impl;
    .registers 2
    .line 147
    new-instance v0, Lcom/visitloop/care/VisitDao_Impl;
    check-cast v1, Landroidx/room/RoomDatabase;
    invoke-direct {v0, v1}, Lcom/visitloop/care/VisitDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    return-object v0
.end method

