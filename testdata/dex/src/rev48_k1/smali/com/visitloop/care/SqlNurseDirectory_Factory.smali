.class public final Lcom/visitloop/care/SqlNurseDirectory_Factory;
.super Ljava/lang/Object;
.source "Generated.kt"

.field public static final INSTANCE:Lcom/visitloop/care/SqlNurseDirectory_Factory;

.method private constructor <init>()V
    .registers 1
    .line 96
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final newInstance(Landroid/database/sqlite/SQLiteDatabase;)Lcom/visitloop/care/SqlNurseDirectory;
    .registers 3
    const-string v1, "db"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 98
    new-instance v0, Lcom/visitloop/care/SqlNurseDirectory;
    invoke-direct {v0, v2}, Lcom/visitloop/care/SqlNurseDirectory;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/SqlNurseDirectory_Factory;
    invoke-direct {v0}, Lcom/visitloop/care/SqlNurseDirectory_Factory;-><init>()V
    sput-object v0, Lcom/visitloop/care/SqlNurseDirectory_Factory;->INSTANCE:Lcom/visitloop/care/SqlNurseDirectory_Factory;
    return-void
.end method

