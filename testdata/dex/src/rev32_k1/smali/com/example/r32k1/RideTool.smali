.class public interface abstract Lcom/example/r32k1/RideTool;
.super Ljava/lang/Object;
.source "RideTool.kt"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r32k1/RideTool$Companion;
    }
.end annotation


# static fields
.field public static final ACTION_CONFIRM_TIP:Ljava/lang/String; = "com.example.r32k1.action.CONFIRM_TIP"

.field public static final CATALOG:Ljava/lang/String; = "{\"revision\":\"wayfare-12\",\"tools\":[]}"

.field public static final Companion:Lcom/example/r32k1/RideTool$Companion;

.field public static final EXTRA_ACTION:Ljava/lang/String; = "wayfare.action"

.field public static final EXTRA_RIDE:Ljava/lang/String; = "wayfare.ride"

.field public static final TAG:Ljava/lang/String; = "WayfareTools"


# direct methods
.method static constructor <clinit>()V
    .registers 1
    sget-object v0, Lcom/example/r32k1/RideTool$Companion;->$$INSTANCE:Lcom/example/r32k1/RideTool$Companion;
    sput-object v0, Lcom/example/r32k1/RideTool;->Companion:Lcom/example/r32k1/RideTool$Companion;
    return-void
.end method

.method public static getALL()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/example/r32k1/RideTool;",
            ">;"
        }
    .end annotation

    .registers 1
    sget-object v0, Lcom/example/r32k1/RideTool;->Companion:Lcom/example/r32k1/RideTool$Companion;
    invoke-virtual {v0}, Lcom/example/r32k1/RideTool$Companion;->getALL()Ljava/util/List;
    move-result-object v0
    .line 27
    return-object v0
.end method


# virtual methods
.method public abstract getName()Ljava/lang/String;
.end method

.method public abstract run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;
.end method
