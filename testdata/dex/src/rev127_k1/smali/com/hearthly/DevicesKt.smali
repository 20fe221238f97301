.class public final Lcom/hearthly/DevicesKt;
.super Ljava/lang/Object;
.source "Devices.kt"

# static fields
.field private static final DEVICES_URI:Landroid/net/Uri;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    .line 16
    const-string v0, "content://com.hearthly.devices/devices"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    const-string v1, "parse(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sput-object v0, Lcom/hearthly/DevicesKt;->DEVICES_URI:Landroid/net/Uri;
    return-void
.end method

.method public static final getDEVICES_URI()Landroid/net/Uri;
    .registers 1
    .line 16
    sget-object v0, Lcom/hearthly/DevicesKt;->DEVICES_URI:Landroid/net/Uri;
    return-object v0
.end method
