.class public final Lcom/visitloop/care/DatabaseModule;
.super Ljava/lang/Object;
.source "VisitApp.kt"

.field public static final INSTANCE:Lcom/visitloop/care/DatabaseModule;

.method private constructor <init>()V
    .registers 1
    .line 30
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final provideDatabase(Landroid/content/Context;)Lcom/visitloop/care/CareDatabase;
    .registers 4
    const-string v1, "context"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    sget-object v0, Lcom/visitloop/care/CareDatabase;->Companion:Lcom/visitloop/care/CareDatabase$Companion;
    invoke-virtual {v0, v3}, Lcom/visitloop/care/CareDatabase$Companion;->open(Landroid/content/Context;)Lcom/visitloop/care/CareDatabase;
    move-result-object v0
    return-object v0
.end method

.method public final provideVisitDao(Lcom/visitloop/care/CareDatabase;)Lcom/visitloop/care/VisitDao;
    .registers 4
    const-string v1, "db"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-virtual {v3}, Lcom/visitloop/care/CareDatabase;->visitDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    return-object v0
.end method

.method public final provideNurseDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 6
    const-string v1, "context"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    const-string v1, "nurses.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v5, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "openOrCreateDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/DatabaseModule;
    invoke-direct {v0}, Lcom/visitloop/care/DatabaseModule;-><init>()V
    sput-object v0, Lcom/visitloop/care/DatabaseModule;->INSTANCE:Lcom/visitloop/care/DatabaseModule;
    return-void
.end method

