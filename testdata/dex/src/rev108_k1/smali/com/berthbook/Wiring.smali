.class public final Lcom/berthbook/Wiring;
.super Ljava/lang/Object;
.source "Storage.kt"

# static fields
.field public static final INSTANCE:Lcom/berthbook/Wiring;
.field public static app:Landroid/content/Context;
.field private static final db$delegate:Lkotlin/Lazy;
.field private static final repo$delegate:Lkotlin/Lazy;
.field private static final log$delegate:Lkotlin/Lazy;
.field private static final resumes:Lcom/berthbook/ResumeBook;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 87
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final db_delegate$lambda$0()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 89
    new-instance v0, Lcom/berthbook/BerthDb;
    sget-object v2, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v2}, Lcom/berthbook/Wiring;->getApp()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/BerthDb;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, Lcom/berthbook/BerthDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final repo_delegate$lambda$0()Lcom/berthbook/BookingRepo;
    .registers 3
    .line 90
    new-instance v0, Lcom/berthbook/BookingRepo;
    sget-object v2, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v2}, Lcom/berthbook/Wiring;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/BookingRepo;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    return-object v0
.end method

.method public static final log_delegate$lambda$0()Lcom/berthbook/HarbourLog;
    .registers 3
    .line 91
    new-instance v0, Lcom/berthbook/HarbourLog;
    sget-object v2, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    invoke-virtual {v2}, Lcom/berthbook/Wiring;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/berthbook/HarbourLog;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/berthbook/Wiring;
    invoke-direct {v0}, Lcom/berthbook/Wiring;-><init>()V
    sput-object v0, Lcom/berthbook/Wiring;->INSTANCE:Lcom/berthbook/Wiring;
    .line 89
    sget-object v0, Lcom/berthbook/Wiring$$ExternalSyntheticLambda0;->INSTANCE:Lcom/berthbook/Wiring$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/berthbook/Wiring;->db$delegate:Lkotlin/Lazy;
    .line 90
    sget-object v0, Lcom/berthbook/Wiring$$ExternalSyntheticLambda1;->INSTANCE:Lcom/berthbook/Wiring$$ExternalSyntheticLambda1;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/berthbook/Wiring;->repo$delegate:Lkotlin/Lazy;
    .line 91
    sget-object v0, Lcom/berthbook/Wiring$$ExternalSyntheticLambda2;->INSTANCE:Lcom/berthbook/Wiring$$ExternalSyntheticLambda2;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/berthbook/Wiring;->log$delegate:Lkotlin/Lazy;
    .line 92
    new-instance v0, Lcom/berthbook/ResumeBook;
    invoke-direct {v0}, Lcom/berthbook/ResumeBook;-><init>()V
    sput-object v0, Lcom/berthbook/Wiring;->resumes:Lcom/berthbook/ResumeBook;
    return-void
.end method


# virtual methods
.method public final getApp()Landroid/content/Context;
    .registers 2
    .line 88
    sget-object v0, Lcom/berthbook/Wiring;->app:Landroid/content/Context;
    if-eqz v0, :L8
    return-object v0
:L8
    const-string v0, "app"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setApp(Landroid/content/Context;)V
    .registers 4
    const-string v1, "<set-?>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    sput-object v3, Lcom/berthbook/Wiring;->app:Landroid/content/Context;
    return-void
.end method

.method public final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    .line 89
    sget-object v3, Lcom/berthbook/Wiring;->db$delegate:Lkotlin/Lazy;
    invoke-interface {v3}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 89
    const-string v2, "getValue(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public final getRepo()Lcom/berthbook/BookingRepo;
    .registers 3
    .line 90
    sget-object v1, Lcom/berthbook/Wiring;->repo$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/berthbook/BookingRepo;
    .line 90
    return-object v0
.end method

.method public final getLog()Lcom/berthbook/HarbourLog;
    .registers 3
    .line 91
    sget-object v1, Lcom/berthbook/Wiring;->log$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/berthbook/HarbourLog;
    .line 91
    return-object v0
.end method

.method public final getResumes()Lcom/berthbook/ResumeBook;
    .registers 2
    .line 92
    sget-object v0, Lcom/berthbook/Wiring;->resumes:Lcom/berthbook/ResumeBook;
    return-object v0
.end method

