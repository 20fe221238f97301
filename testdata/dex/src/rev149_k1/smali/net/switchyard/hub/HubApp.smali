.class public final Lnet/switchyard/hub/HubApp;
.super Landroid/app/Application;
.source "HubApp.kt"


# static fields
.field public static final Companion:Lnet/switchyard/hub/HubApp$Companion;

.field private static final MODULES:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lnet/switchyard/hub/HubApp$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lnet/switchyard/hub/HubApp$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/switchyard/hub/HubApp;->Companion:Lnet/switchyard/hub/HubApp$Companion;

    .line 14
    const/4 v0, 0x6

    new-array v3, v0, [Lnet/switchyard/hub/ToolModule$Factory;

    sget-object v2, Lnet/switchyard/hub/AccountsModule;->Companion:Lnet/switchyard/hub/AccountsModule$Companion;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lnet/switchyard/hub/ClipboardModule;->Companion:Lnet/switchyard/hub/ClipboardModule$Companion;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lnet/switchyard/hub/DownloadsModule;->Companion:Lnet/switchyard/hub/DownloadsModule$Companion;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    .line 15
    sget-object v2, Lnet/switchyard/hub/AlarmModule;->Companion:Lnet/switchyard/hub/AlarmModule$Companion;

    const/4 v1, 0x3

    aput-object v2, v3, v1

    sget-object v2, Lnet/switchyard/hub/NotificationModule;->Companion:Lnet/switchyard/hub/NotificationModule$Companion;

    const/4 v1, 0x4

    aput-object v2, v3, v1

    sget-object v2, Lnet/switchyard/hub/ContactsModule;->Companion:Lnet/switchyard/hub/ContactsModule$Companion;

    const/4 v1, 0x5

    aput-object v2, v3, v1

    .line 13
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lnet/switchyard/hub/HubApp;->MODULES:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Landroid/app/Application;-><init>()V

    return-void
.end method

.method public static final synthetic access$getMODULES$cp()Ljava/util/List;
    .registers 1

    .line 5
    sget-object v0, Lnet/switchyard/hub/HubApp;->MODULES:Ljava/util/List;

    return-object v0
.end method


# virtual methods
.method public onCreate()V
    .registers 5

    .line 7
    invoke-super {p0}, Landroid/app/Application;->onCreate()V

    .line 8
    sget-object v0, Lnet/switchyard/hub/HubApp;->MODULES:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_0
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lnet/switchyard/hub/ToolModule$Factory;

    sget-object v0, Lnet/switchyard/hub/ModuleRegistry;->INSTANCE:Lnet/switchyard/hub/ModuleRegistry;

    move-object v1, p0

    check-cast v1, Landroid/content/Context;

    invoke-virtual {v0, v3, v1}, Lnet/switchyard/hub/ModuleRegistry;->install(Lnet/switchyard/hub/ToolModule$Factory;Landroid/content/Context;)V

    goto :goto_0

    .line 9
    :cond_0
    return-void
.end method
