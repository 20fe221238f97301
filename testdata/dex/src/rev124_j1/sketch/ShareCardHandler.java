package com.scanbox.share;

import com.scanbox.cetp.Effect;
import com.scanbox.cetp.FileNames;
import com.scanbox.cetp.Handler;
import com.scanbox.cetp.Invocation;
import com.scanbox.cetp.Reply;
import com.scanbox.cetp.ToolContext;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** save_share_card (plugin): writes a share's card (recipient and link) into the exports folder. */
public final class ShareCardHandler implements Handler<ShareCardArgs> {
    @Override
    public String name() {
        return "save_share_card";
    }

    @Override
    public Effect effect() {
        return Effect.CREATE;
    }

    @Override
    public ShareCardArgs parse(JSONObject json, Invocation call, ToolContext tools) throws JSONException {
        return new ShareCardArgs(json.getString("share_id"), json.getString("file_name"));
    }

    @Override
    public Reply run(ShareCardArgs args, Invocation call, ToolContext tools) throws IOException, JSONException {
        Optional<JSONObject> share = tools.shares().find(args.shareId());
        if (!share.isPresent()) {
            return Reply.failure("INVALID_ARGS", "No share has this id", false);
        }
        String name = FileNames.requirePlain(args.fileName());
        File exports = tools.exportDir();
        exports.mkdirs();
        File card = new File(exports, name);
        FileOutputStream out = new FileOutputStream(card);
        try {
            out.write(share.get().toString(2).getBytes(StandardCharsets.UTF_8));
        } finally {
            out.close();
        }
        return Reply.ok(new JSONObject().put("file", card.getName()));
    }
}
