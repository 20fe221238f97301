.class final synthetic Lcom/inkwell/NoteToolbox$handlers$8;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "NoteToolbox.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# static fields
.field public static final INSTANCE:Lcom/inkwell/NoteToolbox$handlers$8;


# direct methods
.method constructor <init>()V
    .registers 7
    const/4 v1, 0x2
    const-class v2, Lcom/inkwell/NoteDeletesKt;
    const-string v3, "purgeNote"
    const-string v4, "purgeNote(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;"
    const/4 v5, 0x1
    move-object v0, v6
    invoke-direct/range {v0 .. v5}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/inkwell/NoteToolbox$handlers$8;
    invoke-direct {v0}, Lcom/inkwell/NoteToolbox$handlers$8;-><init>()V
    sput-object v0, Lcom/inkwell/NoteToolbox$handlers$8;->INSTANCE:Lcom/inkwell/NoteToolbox$handlers$8;
    return-void
.end method


# virtual methods
.method public final invoke(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    const-string v1, "p0"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "p1"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-static {v3, v4}, Lcom/inkwell/NoteDeletesKt;->purgeNote(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 15
    move-object v1, v4
    check-cast v1, Lcom/inkwell/Call;
    move-object v2, v5
    check-cast v2, Lorg/json/JSONObject;
    invoke-virtual {v3, v1, v2}, Lcom/inkwell/NoteToolbox$handlers$8;->invoke(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

