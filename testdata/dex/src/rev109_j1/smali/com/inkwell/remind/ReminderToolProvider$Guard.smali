.class Lcom/inkwell/remind/ReminderToolProvider$Guard;
.super Ljava/lang/Object;
.source "ReminderToolProvider.java"

# interfaces
.implements Ljava/lang/reflect/InvocationHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/remind/ReminderToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x2
    name = "Guard"
.end annotation


# instance fields
.field private final target:Lcom/inkwell/remind/ReminderService;

.field final synthetic this$0:Lcom/inkwell/remind/ReminderToolProvider;


# direct methods
.method constructor <init>(Lcom/inkwell/remind/ReminderToolProvider;Lcom/inkwell/remind/ReminderService;)V
    .registers 3

    .line 168
    iput-object p1, p0, Lcom/inkwell/remind/ReminderToolProvider$Guard;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 169
    iput-object p2, p0, Lcom/inkwell/remind/ReminderToolProvider$Guard;->target:Lcom/inkwell/remind/ReminderService;

    .line 170
    return-void
.end method


# virtual methods
.method public invoke(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 174
    invoke-virtual {p2}, Ljava/lang/reflect/Method;->getDeclaringClass()Ljava/lang/Class;

    move-result-object v0

    const-class v1, Ljava/lang/Object;

    if-ne v0, v1, :cond_0

    .line 175
    invoke-virtual {p2, p0, p3}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0

    .line 177
    :cond_0
    const/4 v0, 0x0

    aget-object v1, p3, v0

    check-cast v1, Lcom/inkwell/core/ToolCall;

    .line 178
    invoke-static {}, Lcom/inkwell/remind/ReminderToolProvider;->access$200()Ljava/util/Set;

    move-result-object v2

    invoke-virtual {p2}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    .line 179
    iget-object v2, v1, Lcom/inkwell/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v3, "force"

    invoke-virtual {v2, v3, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v2

    .line 180
    if-nez v2, :cond_1

    iget-object v3, p0, Lcom/inkwell/remind/ReminderToolProvider$Guard;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    invoke-static {v3}, Lcom/inkwell/remind/ReminderToolProvider;->access$300(Lcom/inkwell/remind/ReminderToolProvider;)Lcom/inkwell/remind/ResumeBook;

    move-result-object v3

    iget-object v4, v1, Lcom/inkwell/core/ToolCall;->resumeToken:Ljava/lang/String;

    iget v5, v1, Lcom/inkwell/core/ToolCall;->uid:I

    iget-object v6, v1, Lcom/inkwell/core/ToolCall;->toolName:Ljava/lang/String;

    iget-object v7, v1, Lcom/inkwell/core/ToolCall;->argsText:Ljava/lang/String;

    invoke-static {v7}, Lcom/inkwell/core/Texts;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v3, v4, v5, v6, v7}, Lcom/inkwell/remind/ResumeBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result v3

    if-nez v3, :cond_1

    .line 181
    iget-object v3, p0, Lcom/inkwell/remind/ReminderToolProvider$Guard;->this$0:Lcom/inkwell/remind/ReminderToolProvider;

    invoke-virtual {p2}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4, v1}, Lcom/inkwell/remind/ReminderToolProvider;->access$400(Lcom/inkwell/remind/ReminderToolProvider;Ljava/lang/String;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 185
    :cond_1
    :try_start_0
    iget-object v2, p0, Lcom/inkwell/remind/ReminderToolProvider$Guard;->target:Lcom/inkwell/remind/ReminderService;

    invoke-virtual {p2, v2, p3}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2
    :try_end_0
    .catch Ljava/lang/reflect/InvocationTargetException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v2

    .line 186
    :catch_0
    move-exception v2

    .line 187
    invoke-virtual {v2}, Ljava/lang/reflect/InvocationTargetException;->getCause()Ljava/lang/Throwable;

    move-result-object v3

    throw v3
.end method
