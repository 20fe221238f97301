# Kotlin sketch (Cmd.kt), compiled by kotlinc and D8:
#   sealed class Cmd {                                                                   // 5
#       object List : Cmd()                                                              // 6
#       data class Delete(val id: String) : Cmd()                                        // 7
#       companion object {
#           fun parse(tool: String, args: String): Cmd =                                 // 9
#               if (tool == "delete_item") Delete(JSONObject(args).getString("id"))      // 10
#               else List                                                                // 11
#       }
#   }
.class public abstract Lcom/example/td/Cmd;
.super Ljava/lang/Object;
.source "Cmd.kt"

.field public static final Companion:Lcom/example/td/Cmd$Companion;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/td/Cmd$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/td/Cmd$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/td/Cmd;->Companion:Lcom/example/td/Cmd$Companion;
    return-void
.end method

.method private constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/td/Cmd;-><init>()V
    return-void
.end method
