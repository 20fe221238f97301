.class public final Lnet/switchyard/hub/ContactsModule$Companion;
.super Ljava/lang/Object;
.source "ContactsModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule$Factory;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/switchyard/hub/ContactsModule$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public create(Landroid/content/Context;)Lnet/switchyard/hub/ToolModule;
    .registers 6

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    new-instance v0, Lnet/switchyard/hub/ContactsModule;

    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v2

    const-string v3, "getContentResolver(...)"

    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/ContactsModule;-><init>(Landroid/content/ContentResolver;)V

    check-cast v0, Lnet/switchyard/hub/ToolModule;

    return-object v0
.end method

.method public getModuleId()Ljava/lang/String;
    .registers 2

    .line 37
    invoke-static {}, Lnet/switchyard/hub/ContactsModule;->access$getModuleId$cp()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
