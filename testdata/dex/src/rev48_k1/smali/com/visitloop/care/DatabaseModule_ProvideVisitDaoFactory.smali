.class public final Lcom/visitloop/care/DatabaseModule_ProvideVisitDaoFactory;
.super Ljava/lang/Object;
.source "Generated.kt"

.field public static final INSTANCE:Lcom/visitloop/care/DatabaseModule_ProvideVisitDaoFactory;

.method private constructor <init>()V
    .registers 1
    .line 81
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final provideVisitDao(Lcom/visitloop/care/CareDatabase;)Lcom/visitloop/care/VisitDao;
    .registers 3
    const-string v1, "db"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    sget-object v0, Lcom/visitloop/care/DatabaseModule;->INSTANCE:Lcom/visitloop/care/DatabaseModule;
    invoke-virtual {v0, v2}, Lcom/visitloop/care/DatabaseModule;->provideVisitDao(Lcom/visitloop/care/CareDatabase;)Lcom/visitloop/care/VisitDao;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/DatabaseModule_ProvideVisitDaoFactory;
    invoke-direct {v0}, Lcom/visitloop/care/DatabaseModule_ProvideVisitDaoFactory;-><init>()V
    sput-object v0, Lcom/visitloop/care/DatabaseModule_ProvideVisitDaoFactory;->INSTANCE:Lcom/visitloop/care/DatabaseModule_ProvideVisitDaoFactory;
    return-void
.end method

