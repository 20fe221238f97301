.class public final Lcom/bikebus/core/Screens;
.super Ljava/lang/Object;
.source "Screens.kt"

.field public static final Companion:Lcom/bikebus/core/Screens$Companion;

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final confirm(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    .registers 5
    sget-object v0, Lcom/bikebus/core/Screens;->Companion:Lcom/bikebus/core/Screens$Companion;
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/bikebus/core/Screens$Companion;->confirm(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    move-result-object v0
    .line 21
    return-object v0
.end method

.method public static final confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    .registers 4
    sget-object v0, Lcom/bikebus/core/Screens;->Companion:Lcom/bikebus/core/Screens$Companion;
    invoke-virtual {v0, v1, v2, v3}, Lcom/bikebus/core/Screens$Companion;->confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 21
    return-object v0
.end method

.method public static final confirm(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    .registers 3
    sget-object v0, Lcom/bikebus/core/Screens;->Companion:Lcom/bikebus/core/Screens$Companion;
    invoke-virtual {v0, v1, v2}, Lcom/bikebus/core/Screens$Companion;->confirm(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 21
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/bikebus/core/Screens$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/bikebus/core/Screens$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/bikebus/core/Screens;->Companion:Lcom/bikebus/core/Screens$Companion;
    return-void
.end method

