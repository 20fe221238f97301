.class public final Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;
.super Ljava/lang/Object;
.source "Generated.kt"

# interfaces
.implements Ldagger/internal/Factory;

.field public static final Companion:Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;
.field private final contextProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 3
    const-string v0, "contextProvider"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;->contextProvider:Ljavax/inject/Provider;
    return-void
.end method

.method public get()Lcom/visitloop/care/CareDatabase;
    .registers 3
    .line 56
    sget-object v0, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;
    iget-object v1, v2, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;->contextProvider:Ljavax/inject/Provider;
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/content/Context;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;->provideDatabase(Landroid/content/Context;)Lcom/visitloop/care/CareDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final create(Ljavax/inject/Provider;)Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;
    .registers 2
    sget-object v0, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;->create(Ljavax/inject/Provider;)Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;
    move-result-object v0
    .line 61
    return-object v0
.end method

.method public static final provideDatabase(Landroid/content/Context;)Lcom/visitloop/care/CareDatabase;
    .registers 2
    sget-object v0, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;->provideDatabase(Landroid/content/Context;)Lcom/visitloop/care/CareDatabase;
    move-result-object v0
    .line 64
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 55
    invoke-virtual {v1}, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;->get()Lcom/visitloop/care/CareDatabase;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;
    return-void
.end method

